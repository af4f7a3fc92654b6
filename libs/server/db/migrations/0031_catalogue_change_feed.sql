CREATE TABLE "catalogue_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"property_id" integer,
	"room_category_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_changed_at_idx" ON "catalogue_changes" USING btree ("changed_at");--> statement-breakpoint
-- The change feed of the in-memory catalogue index (catalogue-changes.ts): written by statement triggers in the
-- transaction of every change, one row per room category whose nights changed, per property touched, per place change.
CREATE FUNCTION catalogue_changes_of_nights() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (kind, room_category_id) SELECT DISTINCT 'nights', room_category_id FROM changed_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changes_of_property_rows() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (kind, property_id) SELECT DISTINCT 'property', property_id FROM changed_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changes_of_properties() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (kind, property_id) SELECT DISTINCT 'property', id FROM changed_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changes_of_places() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (kind) VALUES ('places');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER room_nights_changes_on_insert AFTER INSERT ON room_nights
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_nights();
--> statement-breakpoint
CREATE TRIGGER room_nights_changes_on_update AFTER UPDATE ON room_nights
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_nights();
--> statement-breakpoint
CREATE TRIGGER room_nights_changes_on_delete AFTER DELETE ON room_nights
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_nights();
--> statement-breakpoint
CREATE TRIGGER room_categories_changes_on_insert AFTER INSERT ON room_categories
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_property_rows();
--> statement-breakpoint
CREATE TRIGGER room_categories_changes_on_update AFTER UPDATE ON room_categories
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_property_rows();
--> statement-breakpoint
CREATE TRIGGER room_categories_changes_on_delete AFTER DELETE ON room_categories
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_property_rows();
--> statement-breakpoint
CREATE TRIGGER property_images_changes_on_insert AFTER INSERT ON property_images
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_property_rows();
--> statement-breakpoint
CREATE TRIGGER property_images_changes_on_update AFTER UPDATE ON property_images
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_property_rows();
--> statement-breakpoint
CREATE TRIGGER property_images_changes_on_delete AFTER DELETE ON property_images
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_property_rows();
--> statement-breakpoint
CREATE TRIGGER property_tags_changes_on_insert AFTER INSERT ON property_tags
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_property_rows();
--> statement-breakpoint
CREATE TRIGGER property_tags_changes_on_update AFTER UPDATE ON property_tags
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_property_rows();
--> statement-breakpoint
CREATE TRIGGER property_tags_changes_on_delete AFTER DELETE ON property_tags
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_property_rows();
--> statement-breakpoint
CREATE TRIGGER property_amenities_changes_on_insert AFTER INSERT ON property_amenities
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_property_rows();
--> statement-breakpoint
CREATE TRIGGER property_amenities_changes_on_update AFTER UPDATE ON property_amenities
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_property_rows();
--> statement-breakpoint
CREATE TRIGGER property_amenities_changes_on_delete AFTER DELETE ON property_amenities
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_property_rows();
--> statement-breakpoint
CREATE TRIGGER properties_changes_on_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_properties();
--> statement-breakpoint
CREATE TRIGGER properties_changes_on_update AFTER UPDATE ON properties
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_properties();
--> statement-breakpoint
CREATE TRIGGER properties_changes_on_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_properties();
--> statement-breakpoint
CREATE TRIGGER countries_changes AFTER INSERT OR UPDATE OR DELETE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_places();
--> statement-breakpoint
CREATE TRIGGER cities_changes AFTER INSERT OR UPDATE OR DELETE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_places();
--> statement-breakpoint
CREATE TRIGGER localities_changes AFTER INSERT OR UPDATE OR DELETE ON localities
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_places();
--> statement-breakpoint
CREATE TRIGGER holiday_parks_changes AFTER INSERT OR UPDATE OR DELETE ON holiday_parks
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_places();
--> statement-breakpoint
CREATE TRIGGER amenities_changes AFTER INSERT OR UPDATE OR DELETE ON amenities
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_places();
--> statement-breakpoint
CREATE TRIGGER tags_changes AFTER INSERT OR UPDATE OR DELETE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changes_of_places();
