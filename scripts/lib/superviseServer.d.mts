import type { ChildProcess } from 'node:child_process';
export declare function superviseServer(
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; parentPollMs?: number },
): ChildProcess;
