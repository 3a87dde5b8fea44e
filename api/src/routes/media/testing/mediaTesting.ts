import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { MediaList } from '@lorewright/domain/media/mediaView';
import { openAccountsApp } from '../../accounts/testing/accountsTesting';

// Shared by the media specs: a multipart body built the way a browser builds one (undici's
// FormData serialised by a Response), and the steps most tests start from.

export const multipart = async (fields: Record<string, { bytes: Uint8Array; filename: string; type: string } | string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.filename);
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
};

export const imageFile = (bytes: Uint8Array, filename = 'picture.png', type = 'image/png') => ({ file: { bytes, filename, type } });

export const openMediaApp = async (env: Record<string, string> = {}) => {
  const test = await openAccountsApp(env);
  const { app, call, dataDir } = test;

  const upload = async (url: string, token: string | undefined, fields: Parameters<typeof multipart>[0]) => {
    const { payload, contentType } = await multipart(fields);
    return app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      payload,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const uploadAvatar = (token: string | undefined, bytes: Uint8Array, filename?: string, type?: string) =>
    upload('user/updateAvatar', token, imageFile(bytes, filename, type));

  const library = async (token: string) => {
    const res = await call('POST', 'user/media', { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MediaList>();
  };

  // Every file the local media storage holds, as `{folder}/{owner}/{name}`.
  const storedFiles = () => {
    const root = path.join(dataDir, 'media');
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((entry) => !entry.startsWith('.tmp') && fs.statSync(path.join(root, entry)).isFile())
      .map((entry) => entry.split(path.sep).join('/'))
      .sort();
  };

  const getFile = (url: string) => app.inject({ method: 'GET', url });

  return { ...test, upload, uploadAvatar, library, storedFiles, getFile };
};

export type MediaApp = Awaited<ReturnType<typeof openMediaApp>>;
