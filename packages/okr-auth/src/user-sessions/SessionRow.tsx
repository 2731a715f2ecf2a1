import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import type { Session } from '@okr/contract';
import { useLocale, useTranslation } from '@okr/core';
import type { AuthKeyOf } from '../lib/catalogs/AuthKeyOf';
import { sessionsCatalogs } from '../lib/catalogs/sessionsCatalogs';

const methodKeys: Record<Session['method'], AuthKeyOf<'sessions'>> = {
  password: 'auth.sessions.method.password',
  sso: 'auth.sessions.method.sso',
  passkey: 'auth.sessions.method.passkey',
  mfa: 'auth.sessions.method.mfa',
};

export interface SessionRowProps {
  session: Session;
  onEnd: (sessionId: string) => void;
  ending: boolean;
  disabled: boolean;
}

/** One sign-in: what it runs on, where from, how it was made and when it was last used. */
export function SessionRow({ session, onEnd, ending, disabled }: SessionRowProps) {
  const t = useTranslation(sessionsCatalogs);
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const browser = session.browser ?? t('auth.sessions.unknownBrowser');
  const title = session.os ? t('auth.sessions.browserOnOs', { browser, os: session.os }) : browser;
  const details = [
    session.device ? t('auth.sessions.device', { device: session.device }) : null,
    session.ip ? t('auth.sessions.ip', { ip: session.ip }) : null,
    t(methodKeys[session.method]),
  ].filter(Boolean);
  return (
    <li className="okr-session-row" data-current={session.current || undefined}>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1" minWidth="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2" weight="medium">
              {title}
            </Text>
            {session.current ? (
              <Badge color="green" size="1">
                {t('auth.sessions.thisDevice')}
              </Badge>
            ) : null}
          </Flex>
          <Text size="1" color="gray">
            {details.join(' · ')}
          </Text>
          <Text size="1" color="gray">
            {t('auth.sessions.lastUsed', { when: when.format(new Date(session.lastUsedAt)) })}
          </Text>
        </Flex>
        {session.current ? null : (
          <Button
            variant="soft"
            color="red"
            size="2"
            loading={ending}
            disabled={disabled}
            aria-label={t('auth.sessions.endOneLabel', { session: title })}
            onClick={() => onEnd(session.id)}
          >
            {t('auth.sessions.endOne')}
          </Button>
        )}
      </Flex>
    </li>
  );
}
