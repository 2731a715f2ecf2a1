/** `[3]` or `[1, 2]`: a citation as the answer writes it. */
const citation = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;
/** The end of a text that may still become a citation once the next delta arrives. */
const partial = /\[[\d,\s]{0,12}$/;

/** Rewrites citations so only numbers of actual sources remain; a citation with none left disappears. */
export function keepValidCitations(text: string, valid: ReadonlySet<number>): string {
  return text.replace(citation, (_whole, list: string) => {
    const kept = list
      .split(',')
      .map((n) => Number(n.trim()))
      .filter((n) => valid.has(n));
    return kept.length ? `[${[...new Set(kept)].join(', ')}]` : '';
  });
}

/** The source numbers a text cites (only valid ones), in order of first citation. */
export function citedNumbers(text: string, valid: ReadonlySet<number>): number[] {
  const cited: number[] = [];
  for (const match of text.matchAll(citation)) {
    for (const n of (match[1] ?? '').split(',').map((part) => Number(part.trim()))) {
      if (valid.has(n) && !cited.includes(n)) cited.push(n);
    }
  }
  return cited;
}

/**
 * Filters a streamed answer delta by delta: text is passed on at once except a trailing `[..`
 * that may be a citation, which waits for the next delta. Invalid citation numbers never reach
 * the browser.
 */
export class CitationFilter {
  private pending = '';
  private text = '';

  constructor(private readonly valid: ReadonlySet<number>) {}

  push(delta: string): string {
    const combined = this.pending + delta;
    const tail = partial.exec(combined);
    const ready = tail ? combined.slice(0, tail.index) : combined;
    this.pending = tail ? combined.slice(tail.index) : '';
    const out = keepValidCitations(ready, this.valid);
    this.text += out;
    return out;
  }

  flush(): string {
    const out = keepValidCitations(this.pending, this.valid);
    this.pending = '';
    this.text += out;
    return out;
  }

  /** Everything passed on so far. */
  get answer(): string {
    return this.text;
  }
}
