import Bowser from 'bowser';

export interface DescribedUserAgent {
  browser: string | null;
  os: string | null;
  device: string | null;
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;

/**
 * The browser, system and kind of device a user agent names, read by a maintained parser (bowser),
 * never by expressions of our own: "Chrome 120", "macOS 14.2" (or its name, "Windows 10"),
 * "desktop". Null for what it does not know, and for no user agent at all.
 */
export function describeUserAgent(userAgent: string | null): DescribedUserAgent {
  if (!userAgent) return { browser: null, os: null, device: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: joined(browser.name, major),
    os: joined(os.name, os.versionName ?? os.version),
    device: platform.type ?? null,
  };
}
