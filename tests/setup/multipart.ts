/** A multipart/form-data body with the fields and then the file, as a browser's form sends it (the CSV import's upload). */
export function multipart(file: string, fields: Record<string, string>, fileName = 'import.csv') {
  const boundary = '----partshub-test-boundary';
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n`,
  );
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
