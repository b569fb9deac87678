CREATE TABLE "cv_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"curriculum_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"opens" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cv_share_links" ADD CONSTRAINT "cv_share_links_curriculum_id_curriculums_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curriculums"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "cv_share_links_token_idx" ON "cv_share_links" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "cv_share_links_curriculum_idx" ON "cv_share_links" USING btree ("curriculum_id");
