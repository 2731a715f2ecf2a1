/**
 * Long copy from the catalogs and content files: blocks separated by a blank line; a block of
 * `- ` lines is a list, `## ` starts a heading (at `headingLevel`), anything else a paragraph.
 */
export function Prose({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {text.split(/\n{2,}/).map((block, index) => {
        const lines = block.split('\n');
        if (block.startsWith('## ')) return <Heading key={index}>{block.slice(3)}</Heading>;
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index}>
              {lines.map((line, item) => (
                <li key={item}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block}</p>;
      })}
    </>
  );
}
