// Who sends a command and why; becomes the metadata of every event it produces.
export interface CommandContext {
  actorId: string | null;
  correlationId: string;
  causationId?: string | null;
}
