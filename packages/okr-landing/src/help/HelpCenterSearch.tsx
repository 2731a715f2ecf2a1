import { useState } from 'react';
import { filterTopics } from './helpTopics';
import type { HelpTopic } from './helpTopics';

export interface HelpCenterSearchProps {
  topics: HelpTopic[];
  strings: {
    label: string;
    placeholder: string;
    /** With `{count}`. */
    results: string;
    /** With `{query}`. */
    none: string;
  };
}

/** The questions and answers by topic, with a search box that narrows them as you type. */
export function HelpCenterSearch({ topics, strings }: HelpCenterSearchProps) {
  const [query, setQuery] = useState('');
  const inputId = 'help-search';
  const shown = filterTopics(topics, query);
  const count = shown.reduce((sum, topic) => sum + topic.items.length, 0);
  const searching = query.trim() !== '';
  return (
    <div className="okr-help">
      <form className="okr-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>{strings.label}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={strings.placeholder}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      <p className="okr-muted okr-small" role="status">
        {searching
          ? count > 0
            ? strings.results.replace('{count}', String(count))
            : strings.none.replace('{query}', query.trim())
          : ''}
      </p>
      {shown.map((topic) => (
        <section key={topic.id} className="okr-help-topic" aria-labelledby={`topic-${topic.id}`}>
          <h2 id={`topic-${topic.id}`}>{topic.title}</h2>
          <dl>
            {topic.items.map((item) => (
              <div key={item.question} className="okr-qa">
                <dt>{item.question}</dt>
                <dd>{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
