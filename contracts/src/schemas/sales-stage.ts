import * as v from 'valibot';
import { SALES_STAGES } from '../constants/constants';

export const salesStageUpdateSchema = v.object({
  salesStage: v.picklist(SALES_STAGES, 'Choose a sales stage'),
  salesNotes: v.optional(v.pipe(v.string(), v.maxLength(5000, 'Notes are at most 5000 characters'))),
  customerPaymentAmount: v.optional(
    v.nullable(
      v.union(
        [v.literal(''), v.pipe(v.string(), v.regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter an amount of 0 or more, like 250.00'))],
        'Enter an amount of 0 or more, like 250.00',
      ),
    ),
  ),
});
export type SalesStageUpdateInput = v.InferInput<typeof salesStageUpdateSchema>;
