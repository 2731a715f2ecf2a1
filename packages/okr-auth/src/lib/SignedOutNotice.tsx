import { Text } from '@radix-ui/themes';

/** What a panel shows without a session: a sentence, never a redirect (an embed decides that). */
export function SignedOutNotice({ children }: { children: string }) {
  return (
    <Text as="p" size="2" color="gray">
      {children}
    </Text>
  );
}
