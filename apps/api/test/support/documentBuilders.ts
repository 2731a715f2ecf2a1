import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

// Small, valid PDF and DOCX files built from text, for the demo documents, the tests (including
// hostile files: a zip bomb, an encrypted PDF) and the bench. No office suite needed.

interface ZipEntry {
  name: string;
  /** Already deflated bytes, with the crc and size of the original. */
  deflated: Buffer;
  crc: number;
  size: number;
}

function entryOf(name: string, content: string | Buffer): ZipEntry {
  const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, deflated: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
}

/** A zip archive (deflate, no zip64): enough for DOCX. */
export function zip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    parts.push(local, name, entry.deflated);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(0, 12);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(entry.deflated.length, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, end]);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A block of a DOCX body: a heading (level 1-3) or a paragraph. */
export type DocxBlock = { heading: string; level?: 1 | 2 | 3 } | { paragraph: string };

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;
const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const documentRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${[1, 2, 3]
  .map(
    (level) =>
      `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="${level - 1}"/></w:pPr><w:rPr><w:b/><w:sz w:val="${36 - level * 4}"/></w:rPr></w:style>`,
  )
  .join('')}<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`;
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

function docxBody(blocks: DocxBlock[]): string {
  return blocks
    .map((block) =>
      'heading' in block
        ? `<w:p><w:pPr><w:pStyle w:val="Heading${block.level ?? 1}"/></w:pPr><w:r><w:t xml:space="preserve">${escapeXml(block.heading)}</w:t></w:r></w:p>`
        : `<w:p><w:r><w:t xml:space="preserve">${escapeXml(block.paragraph)}</w:t></w:r></w:p>`,
    )
    .join('');
}

/** A minimal valid DOCX (Word 2007+) with headings and paragraphs. */
export function makeDocx(blocks: DocxBlock[]): Buffer {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${W}><w:body>${docxBody(blocks)}</w:body></w:document>`;
  return zip([
    entryOf('[Content_Types].xml', contentTypes),
    entryOf('_rels/.rels', rootRels),
    entryOf('word/_rels/document.xml.rels', documentRels),
    entryOf('word/styles.xml', styles),
    entryOf('word/document.xml', document),
  ]);
}

/**
 * A DOCX whose document.xml inflates to `megabytes` MB of paragraphs from a few hundred KB: the
 * "zip bomb" an extractor must survive. Deflated in a stream so the test never holds it inflated.
 */
export async function makeZipBombDocx(megabytes = 400): Promise<Buffer> {
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>`);
  const tail = Buffer.from('</w:body></w:document>');
  const block = Buffer.from('<w:p><w:r><w:t>bomb bomb bomb bomb bomb bomb bomb bomb</w:t></w:r></w:p>'.repeat(16_000));
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  const write = async (chunk: Buffer) => {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(head);
  const rounds = Math.ceil((megabytes * 1024 * 1024) / block.length);
  for (let i = 0; i < rounds; i++) await write(block);
  await write(tail);
  deflate.end();
  await done;
  return zip([
    entryOf('[Content_Types].xml', contentTypes),
    entryOf('_rels/.rels', rootRels),
    entryOf('word/_rels/document.xml.rels', documentRels),
    entryOf('word/styles.xml', styles),
    { name: 'word/document.xml', deflated: Buffer.concat(out), crc, size },
  ]);
}

/** A line of a PDF page: a heading is drawn larger and bold. */
export type PdfLine = { heading: string } | { text: string };

/** Characters of WinAnsiEncoding beyond ASCII that the demo text uses, as PDF octal escapes. */
const winAnsi: Record<string, number> = {
  á: 0xe1, é: 0xe9, í: 0xed, ó: 0xf3, ú: 0xfa, ñ: 0xf1, Á: 0xc1, É: 0xc9, Í: 0xcd, Ó: 0xd3, Ú: 0xda, Ñ: 0xd1,
  ü: 0xfc, '¿': 0xbf, '¡': 0xa1, '€': 0x80, '–': 0x96, '—': 0x97, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95,
};

function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (winAnsi[char] !== undefined) out += `\\${winAnsi[char].toString(8).padStart(3, '0')}`;
    else if (char.charCodeAt(0) < 128) out += char;
    else out += '?';
  }
  return `(${out})`;
}

/** Wraps a paragraph to lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export interface PdfOptions {
  /** Adds an /Encrypt dictionary with a user password: readers must refuse it without one. */
  encrypted?: boolean;
  /** Pages with no text at all (as a scanned PDF has: images only). */
  imageOnly?: boolean;
}

/** A valid PDF 1.4 with one page per entry (Helvetica, A4, text wrapped at ~90 columns). */
export function makePdf(pages: PdfLine[][], options: PdfOptions = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const page of pages) {
    const ops: string[] = [];
    if (!options.imageOnly) {
      let y = 790;
      for (const line of page) {
        if ('heading' in line) {
          y -= 10;
          ops.push(`BT /F2 14 Tf 56 ${y} Td ${pdfString(line.heading)} Tj ET`);
          y -= 22;
        } else {
          for (const part of wrap(line.text, 92)) {
            ops.push(`BT /F1 10 Tf 56 ${y} Td ${pdfString(part)} Tj ET`);
            y -= 14;
          }
          y -= 6;
        }
      }
    } else {
      ops.push('0.8 0.8 0.8 rg 56 400 480 380 re f');
    }
    const stream = ops.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const encrypt = options.encrypted
    ? add(
        `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O <${'7a'.repeat(32)}> /U <${'3c'.repeat(32)}> >>`,
      )
    : null;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = '<0123456789abcdef0123456789abcdef>';
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${encrypt ? ` /Encrypt ${encrypt} 0 R` : ''} /ID [${id} ${id}] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
