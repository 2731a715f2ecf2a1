import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  /** What the page is showing (`form`, `sent`, `gone`, ...), for hosts' styles and tests. */
  state: string;
  children: ReactNode;
  /** Under the content, e.g. the way back to sign in. */
  footer?: ReactNode;
  /**
   * Moves focus to the title when the card appears: after a submit replaced the form (sent, dead
   * link), the focused button is gone and a screen reader would otherwise say nothing.
   */
  focusTitle?: boolean;
}

/** The frame of the signed-out password pages: the sign-in page's card, one column. */
export function AuthCard({ title, subtitle, state, children, footer, focusTitle = false }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <Flex className="okr-auth-page okr-password-reset" data-state={state} justify="center" p="4">
      <Card size="3" className="okr-auth-card">
        <Flex direction="column" gap="4">
          <Box>
            <Heading as="h1" size="6" ref={heading} tabIndex={focusTitle ? -1 : undefined} style={{ outline: 'none' }}>
              {title}
            </Heading>
            {subtitle ? (
              <Text as="p" color="gray" size="2" mt="1">
                {subtitle}
              </Text>
            ) : null}
          </Box>
          {children}
          {footer ? <Flex justify="center">{footer}</Flex> : null}
        </Flex>
      </Card>
    </Flex>
  );
}
