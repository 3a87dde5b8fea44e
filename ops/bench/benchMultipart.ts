// A browser-shaped multipart body (undici's FormData serialised by a Response): the text fields
// first, then one file: a PNG (maps, languages) unless another type is named.
export const multipart = async (fields: Record<string, string>, file: { field: string; bytes: Uint8Array; name?: string; type?: string }) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name ?? 'image.png');
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
};
