// The type of a file answer, read from its bytes (issue #37 item 2): never the name or the type the
// browser claimed, which a hostile upload chooses. Only the four types a reviewer's computer opens
// as documents or images are recognised; anything else (an HTML page named cv.pdf, a script, a
// ZIP that is no Word document) is null and refused.
import { DOCX_TYPE, type AnswerFileType } from '../contract/answer-files.ts';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
/** The end-of-central-directory record is 22 bytes, followed by a comment of at most 65535. */
const EOCD_SIZE = 22;
const EOCD_SEARCH = EOCD_SIZE + 0xffff;

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

/** The names of a ZIP archive's central directory; null when it is no well-formed ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (!startsWith(bytes, ZIP_LOCAL_HEADER) || bytes.length < EOCD_SIZE) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let at = bytes.length - EOCD_SIZE; at >= Math.max(0, bytes.length - EOCD_SEARCH); at -= 1) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryStart = view.getUint32(eocd + 16, true);
  if (directoryStart + directorySize > eocd) return null;
  const decoder = new TextDecoder();
  const names: string[] = [];
  let at = directoryStart;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_ENTRY_SIGNATURE) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > eocd) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A Word document (OOXML): a ZIP with `[Content_Types].xml` and the `word/` part. */
function isDocx(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes);
  return (
    names !== null && names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'))
  );
}

/** The file's real type from its whole bytes: PDF, PNG, JPEG or DOCX; null for anything else. */
export function sniffAnswerFileType(bytes: Uint8Array): AnswerFileType | null {
  if (startsWith(bytes, PDF_MAGIC)) return 'application/pdf';
  if (startsWith(bytes, PNG_MAGIC)) return 'image/png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'image/jpeg';
  if (isDocx(bytes)) return DOCX_TYPE;
  return null;
}
