/**
 * When started with an IPC channel (by scripts/start.mjs), the channel closes as soon as the parent
 * dies, however it dies (`kill -9` included): then `onParentGone` runs, so the server never stays
 * behind as an orphan holding the database. Without a channel (run directly, under systemd or a
 * container runtime) it does nothing: those supervisors send signals.
 */
export function exitWithParent(onParentGone: () => void): void {
  if (!process.channel) return;
  // Already gone while we were starting up: the event has passed.
  if (!process.connected) return onParentGone();
  process.once('disconnect', onParentGone);
  // The channel alone must not keep the process alive.
  process.channel.unref();
}
