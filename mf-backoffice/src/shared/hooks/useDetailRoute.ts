import { useNavigate, useParams, useSearchParams } from 'react-router';
import { areaPath, type AreaKey } from '../access/areas';

/** /backoffice/<area>/:id opens an item over the list; closing goes back to the list with its filters. */
export function useDetailRoute(area: AreaKey) {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = search.toString() ? `?${search.toString()}` : '';
  return {
    id: id ?? null,
    open: (itemId: string) => navigate(`${areaPath(area, itemId)}${query}`),
    linkTo: (itemId: string) => `${areaPath(area, itemId)}${query}`,
    close: () => navigate(`${areaPath(area)}${query}`),
  };
}
