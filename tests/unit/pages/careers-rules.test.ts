import { deflateRawSync } from 'node:zlib';
import { applicationStatusLabel, CV_TYPES, employmentTypeLabel, employmentTypeSchema, isPostingOpen, sniffCv, zipHasEntry } from '@/lib/domain/careers';
import { minimalPdf } from '@/lib/domain/minimal-pdf';

/** A zip with one stored entry per name and a central directory (enough for the sniffer). */
function zipOf(names: string[]): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name);
    const data = deflateRawSync(Buffer.from('x'));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(n.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(n.length, 28);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, n, data);
    central.push(dir, n);
    offset += 30 + n.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, directory, end]));
}

describe('sniffCv', () => {
  it('knows a PDF by %PDF- and a Word file by the word/document.xml inside its zip', () => {
    expect(sniffCv(minimalPdf(['Hello']))).toBe(CV_TYPES.pdf);
    expect(sniffCv(zipOf(['[Content_Types].xml', 'word/document.xml']))).toBe(CV_TYPES.docx);
  });

  it('refuses other zips, pictures, text, truncated and empty files', () => {
    expect(sniffCv(zipOf(['xl/workbook.xml']))).toBeNull();
    expect(sniffCv(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffCv(Uint8Array.from(Buffer.from('<script>alert(1)</script>')))).toBeNull();
    expect(sniffCv(Uint8Array.from(Buffer.from('%PD')))).toBeNull();
    expect(sniffCv(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
    expect(sniffCv(new Uint8Array())).toBeNull();
  });

  it('does not read past the end of a zip whose directory lies about its size', () => {
    const bytes = zipOf(['word/document.xml']);
    const broken = bytes.slice();
    new DataView(broken.buffer).setUint16(broken.length - 22 + 10, 500, true); // 500 entries claimed
    expect(() => zipHasEntry(broken, 'word/other.xml')).not.toThrow();
    expect(zipHasEntry(broken, 'word/other.xml')).toBe(false);
  });
});

describe('isPostingOpen', () => {
  const now = Date.parse('2026-05-10T06:00:00Z');
  it('is open from opensAt until just before closesAt', () => {
    expect(isPostingOpen({ opensAt: new Date(now - 1), closesAt: new Date(now + 1) }, now)).toBe(true);
    expect(isPostingOpen({ opensAt: new Date(now), closesAt: new Date(now) }, now)).toBe(false);
    expect(isPostingOpen({ opensAt: new Date(now + 1), closesAt: new Date(now + 10) }, now)).toBe(false);
    expect(isPostingOpen({ opensAt: '2026-01-01T00:00:00Z', closesAt: '2026-05-10T05:59:59Z' }, now)).toBe(false);
  });
});

describe('labels', () => {
  it('names types and statuses as people say them, and types as schema.org does', () => {
    expect(employmentTypeLabel('part-time')).toBe('Part-time');
    expect(employmentTypeSchema('contract')).toBe('CONTRACTOR');
    expect(employmentTypeSchema('unknown')).toBe('OTHER');
    expect(applicationStatusLabel('reviewing')).toBe('Being reviewed');
    expect(applicationStatusLabel('rejected')).toBe('Not selected');
  });
});
