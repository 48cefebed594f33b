CREATE INDEX "product_part_number_code_idx" ON "product" USING btree (regexp_replace(upper("part_number"), '[[:space:]._-]', '', 'g'));--> statement-breakpoint
-- Statistics for the new expression, so the planner knows a part number names one part or a few (without, it guessed 40,000 of 1,000,000).
ANALYZE "product";
