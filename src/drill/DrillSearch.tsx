/** The drill path search: units below the current one whose name holds the term (src/ui/UnitSearch.tsx over the ranking's suggestions call). */
import { useSession } from '../auth/context.ts';
import { suggestionsQuery } from '../api/drill.ts';
import { UnitSearch } from '../ui/UnitSearch.tsx';

export function DrillSearch({ surveyExtName, path, onGo }: { surveyExtName: string; path: string; onGo(path: string): void }) {
  const { api } = useSession();
  return <UnitSearch suggestions={(term) => suggestionsQuery(api, surveyExtName, path, term)} onGo={onGo} />;
}
