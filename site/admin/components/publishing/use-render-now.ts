/**
 * Re-render one URL now (POST /api/admin/rendering/render) and say how it went in a toast: the
 * path, how long it took and when; a 4xx names the problem (unknown path, bad input).
 */
import { useRenderNow } from '../../api/rendering';
import { formatDateTime } from '../../lib/datetime';
import { useToast } from '../Toaster';
import { errorToast } from './error-toast';
import { formatDuration } from './format';

export function useRenderWithToast() {
  const render = useRenderNow();
  const toast = useToast();
  const run = (path: string, after?: () => void) =>
    render.mutate(path, {
      onSuccess: (result) => {
        const status = result.status === 200 ? '' : ` (HTTP ${result.status})`;
        toast({
          variant: result.status < 400 ? 'success' : 'info',
          title: 'Página renderizada',
          description: `${result.path}${status} em ${formatDuration(result.durationMs)}, às ${formatDateTime(result.renderedAt)}. Já está no ar.`,
        });
        after?.();
      },
      onError: (error) => toast(errorToast(error, `Não foi possível renderizar ${path}`)),
    });
  return { run, pending: render.isPending, pendingPath: render.isPending ? render.variables : undefined };
}
