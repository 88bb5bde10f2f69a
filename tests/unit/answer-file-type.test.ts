// A file answer's type is read from its bytes (issue #37 item 2): the four kinds are recognised
// whatever they are called, and anything else, however it is named, is not.
import { describe, expect, it } from 'vitest';
import { sniffAnswerFileType, zipEntryNames } from '../../supabase/functions/_shared/take/file-type.ts';
import { claimedAnswerFileType, DOCX_TYPE, sanitiseAnswerFileName } from '#contract/answer-files';
import { docxBytes, htmlBytes, jpegBytes, pdfBytes, pngBytes, zipBytes } from '../support/answer-file-bytes';

describe('sniffAnswerFileType', () => {
  it('recognises a PDF, a PNG, a JPEG and a Word document', () => {
    expect(sniffAnswerFileType(pdfBytes())).toBe('application/pdf');
    expect(sniffAnswerFileType(pngBytes())).toBe('image/png');
    expect(sniffAnswerFileType(jpegBytes())).toBe('image/jpeg');
    expect(sniffAnswerFileType(docxBytes())).toBe(DOCX_TYPE);
  });

  it('refuses an HTML page, an empty file and text that mentions %PDF- later on', () => {
    expect(sniffAnswerFileType(htmlBytes())).toBeNull();
    expect(sniffAnswerFileType(new Uint8Array())).toBeNull();
    expect(sniffAnswerFileType(new TextEncoder().encode(' %PDF-1.4'))).toBeNull();
  });

  it('refuses a ZIP without the Word parts, and one whose directory is cut off', () => {
    expect(
      sniffAnswerFileType(zipBytes({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<w/>' })),
    ).toBeNull();
    expect(sniffAnswerFileType(zipBytes({ 'word/document.xml': '<w/>' }))).toBeNull();
    const docx = docxBytes();
    expect(sniffAnswerFileType(docx.subarray(0, docx.length - 30))).toBeNull();
  });

  it('lists a ZIP archive’s entries from its central directory', () => {
    expect(zipEntryNames(docxBytes())).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(zipEntryNames(pdfBytes())).toBeNull();
  });
});

describe('claimedAnswerFileType', () => {
  it('takes the browser’s type, else the extension', () => {
    expect(claimedAnswerFileType('cv.bin', 'application/pdf')).toBe('application/pdf');
    expect(claimedAnswerFileType('Photo.JPEG', '')).toBe('image/jpeg');
    expect(claimedAnswerFileType('cv.docx', '')).toBe(DOCX_TYPE);
    expect(claimedAnswerFileType('page.html', 'text/html')).toBeNull();
  });
});

describe('sanitiseAnswerFileName', () => {
  it('drops slashes and control characters and keeps the extension of a long name', () => {
    expect(sanitiseAnswerFileName('..\\..//etc\u0000/cv.pdf', 'application/pdf')).toBe('....etccv.pdf');
    expect(sanitiseAnswerFileName('   ', 'image/png')).toBe('answer.png');
    const long = sanitiseAnswerFileName(`${'é'.repeat(300)}.docx`, DOCX_TYPE);
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });
});
