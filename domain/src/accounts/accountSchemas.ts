import { z } from 'zod';
import { PAID_FEATURES, type Permissions as PermissionsType } from './permissions';
import { USER_CLASSES, type UserClass as UserClassType } from './promotion';

// An account's permissions and class as the views show them (userView.ts, staffViews.ts). Kept
// apart from permissions.ts and promotion.ts: the web app's first page reads those, without zod.
export const Permissions: z.ZodType<PermissionsType> = z.partialRecord(z.enum(PAID_FEATURES), z.string());
export const UserClass: z.ZodType<UserClassType> = z.enum(USER_CLASSES);
