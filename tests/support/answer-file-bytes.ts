// Small files of each kind a FILE question accepts, and hostile ones, built in memory: a real PDF,
// PNG, JPEG and a Word document (a stored, uncompressed ZIP with the OOXML parts), an HTML page,
// and a ZIP that is no Word document.

const encoder = new TextEncoder();

export function pdfBytes(text = 'Curriculum vitae'): Uint8Array {
  return encoder.encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

export function pngBytes(): Uint8Array {
  return Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
  ]);
}

export function jpegBytes(): Uint8Array {
  return Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
}

export function htmlBytes(): Uint8Array {
  return encoder.encode('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
}

/** A ZIP archive of the given entries, stored without compression (CRCs left 0: only names are read). */
export function zipBytes(entries: Record<string, string>): Uint8Array {
  const parts: number[] = [];
  const central: number[] = [];
  const u16 = (target: number[], value: number) => target.push(value & 0xff, (value >> 8) & 0xff);
  const u32 = (target: number[], value: number) => {
    u16(target, value & 0xffff);
    u16(target, (value >>> 16) & 0xffff);
  };
  let count = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(content);
    const offset = parts.length;
    u32(parts, 0x04034b50);
    [20, 0, 0, 0, 0].forEach((value) => u16(parts, value));
    u32(parts, 0);
    u32(parts, data.length);
    u32(parts, data.length);
    u16(parts, nameBytes.length);
    u16(parts, 0);
    parts.push(...nameBytes, ...data);
    u32(central, 0x02014b50);
    [20, 20, 0, 0, 0, 0].forEach((value) => u16(central, value));
    u32(central, 0);
    u32(central, data.length);
    u32(central, data.length);
    u16(central, nameBytes.length);
    [0, 0, 0, 0].forEach((value) => u16(central, value));
    u32(central, 0);
    u32(central, offset);
    central.push(...nameBytes);
    count += 1;
  }
  const directoryStart = parts.length;
  const end: number[] = [];
  u32(end, 0x06054b50);
  [0, 0, count, count].forEach((value) => u16(end, value));
  u32(end, central.length);
  u32(end, directoryStart);
  u16(end, 0);
  return Uint8Array.from([...parts, ...central, ...end]);
}

export function docxBytes(): Uint8Array {
  return zipBytes({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });
}
