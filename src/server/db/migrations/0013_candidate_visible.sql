-- Privacy by default (decision 071): a profile is private until the candidate turns on
-- "visible para empresas". Nobody has chosen that yet, so every existing profile starts private.
ALTER TABLE "candidates" ADD COLUMN "visible" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "candidates" DROP COLUMN "oculto";
