// Who sends a command and why; becomes the metadata of every event it produces.
export interface CommandContext {
  actorId: string | null;
  // Others whose work the change carries (co-typed text); recorded beside the actor.
  coActorIds?: readonly string[];
  correlationId: string;
  causationId?: string | null;
}
