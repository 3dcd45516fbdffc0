CREATE TABLE "uploaded_image_variants" (
	"image_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "uploaded_image_variants_image_id_width_content_type_pk" PRIMARY KEY("image_id","width","content_type")
);
--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "uploaded_image_variants" ADD CONSTRAINT "uploaded_image_variants_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE cascade ON UPDATE no action;