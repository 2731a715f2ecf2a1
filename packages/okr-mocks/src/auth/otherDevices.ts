import type { Session, SessionMethod } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import type { UserRecord } from '../db/records';
import { issueSession } from '../db/sessions';

interface Device {
  userAgent: string;
  method: SessionMethod;
  minutesAgo: number;
  /** What the API's parser (bowser) reads from `userAgent`, and an address of the documentation ranges. */
  described: Pick<Session, 'browser' | 'os' | 'device' | 'ip'>;
}

/** The story's current browser, as the API would describe it (the mocks keep no user agent of their own). */
const thisDevice: Device['described'] = { browser: 'Chrome 131', os: 'macOS 10.15.7', device: 'desktop', ip: '192.0.2.10' };

const devices: Device[] = [
  {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
    method: 'password',
    minutesAgo: 90,
    described: { browser: 'Firefox 132', os: 'Windows 10', device: 'desktop', ip: '203.0.113.24' },
  },
  {
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    method: 'sso',
    minutesAgo: 60 * 26,
    described: { browser: 'Safari 18', os: 'iOS 18.1', device: 'mobile', ip: '198.51.100.7' },
  },
];

/** Two more sign-ins of the user, on a laptop and a phone, used a while ago. */
export function addOtherDevices(db: MockDb, user: UserRecord): void {
  for (const device of devices) {
    const session = issueSession(db, user.id, { userAgent: device.userAgent, method: device.method });
    const at = new Date(Date.parse(db.now()) - device.minutesAgo * 60_000).toISOString();
    db.sessions.update(session.id, { createdAt: at });
  }
}

/** The list with what the API's parser would say of each agent (the mocks do not parse agents). */
export function describeDevices(sessions: Session[]): Session[] {
  return sessions.map((session) => {
    const known = devices.find((device) => device.userAgent === session.userAgent)?.described;
    return { ...session, ...(known ?? (session.current ? thisDevice : {})) };
  });
}
