-- An order keeps the customer's e-mail and the product's image as they were when it was placed,
-- so the orders module reads only its own tables (no join into accounts or catalog).
ALTER TABLE "order" ADD COLUMN "customer_email" text;
UPDATE "order" o SET "customer_email" = u."email" FROM "user" u WHERE u."id" = o."user_id";
ALTER TABLE "order" ALTER COLUMN "customer_email" SET NOT NULL;
ALTER TABLE "order" ADD COLUMN "product_img" text DEFAULT '' NOT NULL;
UPDATE "order" o SET "product_img" = p."img" FROM "product" p WHERE p."id" = o."product_id";
