CREATE TABLE "import_chunk" (
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "import_chunk_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
ALTER TABLE "import_job" ADD COLUMN "file_stored" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "import_chunk" ADD CONSTRAINT "import_chunk_job_id_import_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job" DROP COLUMN "csv";