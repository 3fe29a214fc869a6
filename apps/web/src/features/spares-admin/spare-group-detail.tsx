import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { TitledRecordEditor } from '../services-and-spare-groups/titled-record-editor.tsx';
import { PartsSection } from './parts-section.tsx';

/** A spare group: its images, titles and descriptions with Update and Delete (then back to the list), and its parts. */
export function SpareGroupDetail({
  id,
  part,
  edit,
}: {
  id: number;
  /** A part number the parts are filtered by at first. */ part?: string;
  /** A part whose dialog is open at first. */ edit?: number;
}) {
  const trpc = useTRPC();
  const { data: group } = useSuspenseQuery(trpc.spare.show.queryOptions({ id }));
  return (
    <TitledRecordEditor kind="spare" record={group}>
      <PartsSection group={group} initialFilter={part} openPart={edit} />
    </TitledRecordEditor>
  );
}
