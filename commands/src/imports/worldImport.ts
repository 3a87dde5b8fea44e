import { dateWithPoint, periodWithPoints } from '@lorewright/domain/calendars/datePoints';
import type { DatePoint, WorldDate, WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import type { PlannedMedia, PlannedWorld } from '@lorewright/domain/imports/importPlan';
import type { CommandContext } from '../pipeline/commandContext';
import type { Importer, ImportPorts, ReadFile } from './importPorts';

// One world being imported, as each kind's importer (import*.ts) sees it: the new world, the
// export's media by file name, and the ids the elements' commands gave to the export's ids. Links
// between elements wait (`later`) until every element exists, then run in the order given.
export interface WorldImport {
  ports: ImportPorts;
  actor: Importer;
  worldId: string;
  context: CommandContext;
  mediaOf(name: string | null | undefined): PlannedMedia | undefined;
  bytesOf(item: PlannedMedia): Promise<Uint8Array>;
  // The id an element of the export now has (its own until it is made).
  idOf(planned: string): string;
  made(planned: string, real: string): void;
  // A planned period or date with its timeline points' timelines named by their real ids (the
  // points keep their planned ids: a timeline's points are saved under them).
  periodOf<P extends WorldPeriod | null | undefined>(period: P): P;
  dateOf<D extends WorldDate | null | undefined>(date: D): D;
  // A change, then read-your-writes for the next step.
  step(result: Promise<{ position: number | null }>): Promise<void>;
  later(link: () => Promise<void>): void;
  // Runs the links kept for later.
  linkAll(): Promise<void>;
}

export const openWorldImport = (
  ports: ImportPorts,
  actor: Importer,
  world: PlannedWorld,
  read: ReadFile,
  worldId: string,
  context: CommandContext,
): WorldImport => {
  const media = new Map(world.media.map((item) => [item.name, item]));
  const realId = new Map<string, string>();
  const links: (() => Promise<void>)[] = [];
  const realPoint = (point: DatePoint) => ({ ...point, timelineID: realId.get(point.timelineID) ?? point.timelineID });
  return {
    ports,
    actor,
    worldId,
    context,
    mediaOf: (name) => (name ? media.get(name) : undefined),
    bytesOf: (item) => read(item.path),
    idOf: (planned) => realId.get(planned) ?? planned,
    made: (planned, real) => void realId.set(planned, real),
    periodOf: (period) => periodWithPoints(period, realPoint),
    dateOf: (date) => dateWithPoint(date, realPoint),
    step: async (result) => ports.settle((await result).position),
    later: (link) => void links.push(link),
    linkAll: async () => {
      for (const link of links) await link();
    },
  };
};
