import { streamName } from '../eventStore/eventStore';

export const rolesStream = (userId: string) => streamName('roles', userId);
export const violationsStream = (userId: string) => streamName('violations', userId);
