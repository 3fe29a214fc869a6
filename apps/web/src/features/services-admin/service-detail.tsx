import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { TitledRecordEditor } from '../services-and-spare-groups/titled-record-editor.tsx';

/** A service: its images, titles and descriptions with Update, and Delete (then back to the list). */
export function ServiceDetail({ id }: { id: number }) {
  const trpc = useTRPC();
  const { data: service } = useSuspenseQuery(trpc.service.show.queryOptions({ id }));
  return <TitledRecordEditor kind="service" record={service} />;
}
