import { useMutation } from '@tanstack/react-query';
import type { IdentifyResult } from '../../../../shared/schemas/laptop';
import { api } from '../../../lib/api-client';

/** POST /api/laptops/identify: the laptop models found in what a system command printed, best first. */
export const identifyLaptop = (text: string): Promise<IdentifyResult> => api.post<IdentifyResult>('/laptops/identify', { text });

/** Nothing to refresh: identifying reads only (and the shop keeps none of the text). */
export const useIdentifyLaptop = () => useMutation({ mutationFn: identifyLaptop });
