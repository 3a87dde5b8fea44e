// A browser-shaped multipart body (undici's FormData serialised by a Response): the text fields
// first, then one PNG file (maps, languages).
export const multipart = async (fields: Record<string, string>, file: { field: string; bytes: Uint8Array; name?: string }) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new Blob([file.bytes], { type: 'image/png' }), file.name ?? 'image.png');
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
};
