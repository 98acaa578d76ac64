import { Result } from 'mf_shared_ui/ui-content';
import { useNotFoundResult } from '../../../shared/components/useNotFoundResult';

/** The guest's 404 for an unknown company, with the content components the company page loads anyway. */
export function CompanyNotFound() {
  return <Result {...useNotFoundResult()} />;
}
