import type { Translate } from '@okr/core';
import type { LandingKey } from '../lib/landingCatalogs';

export interface HelpTopic {
  id: string;
  title: string;
  items: { question: string; answer: string }[];
}

const topicIds = ['start', 'okrs', 'assistant', 'account'] as const;
const perTopic = 3;

/** The help center's questions and answers, grouped by topic, in the active language. */
export function helpTopics(t: Translate<LandingKey>): HelpTopic[] {
  return topicIds.map((id) => ({
    id,
    title: t(`help.${id}.title`),
    items: Array.from({ length: perTopic }, (_, index) => ({
      question: t(`help.${id}.q${index + 1}` as LandingKey),
      answer: t(`help.${id}.a${index + 1}` as LandingKey),
    })),
  }));
}

/** Lower case without accents, so "creditos" finds "créditos". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Topics keeping only the answers that contain every word of the query. */
export function filterTopics(topics: HelpTopic[], query: string): HelpTopic[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return topics;
  return topics
    .map((topic) => ({
      ...topic,
      items: topic.items.filter((item) => {
        const haystack = normalize(`${topic.title} ${item.question} ${item.answer}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((topic) => topic.items.length > 0);
}
