// zod compiles an object schema's parser with `new Function` where eval is allowed, and probes
// for it as each object schema is made. The app's Content-Security-Policy forbids eval, and the
// browser reports even the caught probe as a violation, so the client's schemas (forms checked
// by the server's bodies) parse without it: zod's `jitless` setting. zod keeps its settings in
// one object on globalThis, shared by every copy, and reads it as each schema is made; setting
// it here, imported first by the entry, keeps zod itself out of the first bundle (only the
// pages with such forms load it) while every schema is made after it.
const zod = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zod.__zod_globalConfig ??= {}).jitless = true;
