import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import type { AiCitation } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { assistantCatalogs } from '../lib/assistantCatalogs';
import { Excerpt } from './Excerpt';

export interface CitationDialogProps {
  source: AiCitation | null;
  onClose: () => void;
}

/** The cited excerpt: document, page and heading, the words of the question highlighted. */
export function CitationDialog({ source, onClose }: CitationDialogProps) {
  const t = useTranslation(assistantCatalogs);
  return (
    <Dialog.Root open={source !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="560px">
        {source ? (
          <>
            <Dialog.Title>{t('assistant.ask.citation', { number: source.number, title: source.title })}</Dialog.Title>
            <Dialog.Description size="2" color="gray">
              {[source.heading, source.page ? t('assistant.ask.page', { page: source.page }) : null].filter(Boolean).join(' · ') ||
                source.title}
            </Dialog.Description>
            <Text as="p" size="2" mt="3" style={{ lineHeight: 1.6 }}>
              <Excerpt source={source} />
            </Text>
            <Flex justify="end" mt="4">
              <Dialog.Close>
                <Button variant="soft" color="gray">
                  {t('assistant.ask.close')}
                </Button>
              </Dialog.Close>
            </Flex>
          </>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
