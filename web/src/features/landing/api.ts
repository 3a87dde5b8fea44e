import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';

// GET /api/v1/promotion: when the registration promotion ends (configured on the server).
export interface Promotion {
  end: Date;
  active: boolean;
}

interface PromotionBody {
  end: string;
  active: boolean;
}

export async function fetchPromotion(): Promise<Promotion> {
  const body = unwrap(await apiRequest<PromotionBody>('GET', 'promotion'));
  const end = new Date(body?.end);
  if (Number.isNaN(end.getTime()) || typeof body.active !== 'boolean') {
    throw new Error('The promotion answer has no valid end date.');
  }
  return { end, active: body.active };
}

export function usePromotion() {
  return useQuery({ queryKey: ['promotion'], queryFn: fetchPromotion, staleTime: 5 * 60_000 });
}
