CREATE TABLE "room_night_windows" (
	"room_category_id" integer NOT NULL,
	"window_index" integer NOT NULL,
	"first_night" date NOT NULL,
	"property_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"max_occupancy" integer NOT NULL,
	"single_bed_base_tariff" integer NOT NULL,
	"double_bed_base_tariff" integer NOT NULL,
	"extra_bed_base_tariff" integer NOT NULL,
	"free" integer[] NOT NULL,
	"rate" integer[] NOT NULL,
	"slasher" integer[] NOT NULL,
	"min_stay" integer[] NOT NULL,
	CONSTRAINT "room_night_windows_room_category_id_window_index_pk" PRIMARY KEY("room_category_id","window_index")
);
--> statement-breakpoint
ALTER TABLE "room_night_windows" ADD CONSTRAINT "room_night_windows_room_category_id_room_categories_id_fk" FOREIGN KEY ("room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Search reads a stay's window for a country or a city from this index alone (an index-only scan, once vacuumed).
CREATE INDEX "room_night_windows_place_idx" ON "room_night_windows" USING btree ("window_index", "country_id", "city_id")
  INCLUDE ("room_category_id", "property_id", "max_occupancy", "single_bed_base_tariff", "double_bed_base_tariff", "extra_bed_base_tariff", "free", "rate", "min_stay");
--> statement-breakpoint
-- Autocomplete counts each suggested city's and locality's properties for the guest's brand and type: from these
-- indexes alone (index-only scans), never from the properties' rows.
CREATE INDEX "properties_city_scope_idx" ON "properties" USING btree ("city_id", "status", "brand_id", "property_type");
--> statement-breakpoint
CREATE INDEX "properties_locality_scope_idx" ON "properties" USING btree ("locality_id", "status", "brand_id", "property_type");
--> statement-breakpoint
-- The search summary's upkeep. room_night_windows holds, per room category, one row per window of 48 nights starting
-- every 32 nights from 2000-01-01 (window k: 2000-01-01 + 32k … + 32k + 47). Its rows are only ever written here, by
-- triggers that run inside the statement changing room_nights (a booking, a hold, its expiry, a cancellation, a date
-- change, a seed), so search reads exactly the inventory and prices a booking would take.
-- Keep WINDOW_STRIDE / WINDOW_NIGHTS of libs/server/catalogue/src/stay-windows/stay-window.ts equal to 32 / 48.
CREATE FUNCTION room_night_window_indexes(night date) RETURNS integer[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN (night - DATE '2000-01-01') - 32 * floor((night - DATE '2000-01-01') / 32.0)::integer < 16
              THEN ARRAY[floor((night - DATE '2000-01-01') / 32.0)::integer - 1, floor((night - DATE '2000-01-01') / 32.0)::integer]
              ELSE ARRAY[floor((night - DATE '2000-01-01') / 32.0)::integer] END
$$;
--> statement-breakpoint
-- One value per slot of a window (0…47) from the slots that have a night and their values, NULL elsewhere.
CREATE FUNCTION room_night_window_slots(slots integer[], vals integer[]) RETURNS integer[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN slots[cardinality(slots)] - slots[1] + 1 = cardinality(slots)
              THEN array_fill(NULL::integer, ARRAY[slots[1]]) || vals || array_fill(NULL::integer, ARRAY[47 - slots[cardinality(slots)]])
              ELSE (SELECT array_agg(v.val ORDER BY s.slot)
                      FROM generate_series(0, 47) AS s(slot) LEFT JOIN unnest(slots, vals) AS v(slot, val) ON v.slot = s.slot) END
$$;
--> statement-breakpoint
-- Recomputes the given windows from room_nights. The categories' rows are locked first (FOR NO KEY UPDATE, which
-- foreign-key checks do not wait for): every writer of a category's windows holds that lock, so each refresh reads
-- the nights as the previous one committed them and no refresh overwrites another's with an older picture.
-- takeRoomNights / releaseRoomNights take the same lock before touching any night (one lock order: category, nights).
CREATE FUNCTION refresh_room_night_windows(category_ids integer[], window_indexes integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM room_categories WHERE id = ANY(category_ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO room_night_windows AS w (room_category_id, window_index, first_night, property_id, city_id, country_id, max_occupancy,
         single_bed_base_tariff, double_bed_base_tariff, extra_bed_base_tariff, free, rate, slasher, min_stay)
  SELECT g.room_category_id, g.window_index, g.first_night, rc.property_id, rc.city_id, p.country_id, rc.max_occupancy,
         rc.single_bed_base_tariff, rc.double_bed_base_tariff, rc.extra_bed_base_tariff,
         room_night_window_slots(g.slots, g.free), room_night_window_slots(g.slots, g.rate),
         room_night_window_slots(g.slots, g.slasher), room_night_window_slots(g.slots, g.min_stay)
    FROM (SELECT t.room_category_id, t.window_index, t.first_night,
                 array_agg(rn.night - t.first_night ORDER BY rn.night) AS slots, array_agg(rn.total - rn.sold ORDER BY rn.night) AS free,
                 array_agg(rn.price_minor ORDER BY rn.night) AS rate, array_agg(rn.slasher_price_minor ORDER BY rn.night) AS slasher,
                 array_agg(rn.min_stay ORDER BY rn.night) AS min_stay
            FROM (SELECT DISTINCT u.room_category_id, u.window_index, DATE '2000-01-01' + 32 * u.window_index AS first_night
                    FROM unnest(category_ids, window_indexes) AS u(room_category_id, window_index)) t
            JOIN room_nights rn ON rn.room_category_id = t.room_category_id AND rn.night >= t.first_night AND rn.night < t.first_night + 48
           GROUP BY t.room_category_id, t.window_index, t.first_night) g
    JOIN room_categories rc ON rc.id = g.room_category_id
    JOIN properties p ON p.id = rc.property_id
  ON CONFLICT (room_category_id, window_index) DO UPDATE
     SET first_night = excluded.first_night, property_id = excluded.property_id, city_id = excluded.city_id,
         country_id = excluded.country_id, max_occupancy = excluded.max_occupancy,
         single_bed_base_tariff = excluded.single_bed_base_tariff, double_bed_base_tariff = excluded.double_bed_base_tariff,
         extra_bed_base_tariff = excluded.extra_bed_base_tariff, free = excluded.free, rate = excluded.rate,
         slasher = excluded.slasher, min_stay = excluded.min_stay;
  -- A window none of whose nights is left goes.
  DELETE FROM room_night_windows w
   USING unnest(category_ids, window_indexes) AS u(room_category_id, window_index)
   WHERE w.room_category_id = u.room_category_id AND w.window_index = u.window_index
     AND NOT EXISTS (SELECT 1 FROM room_nights rn
                      WHERE rn.room_category_id = w.room_category_id AND rn.night >= w.first_night AND rn.night < w.first_night + 48);
END
$$;
--> statement-breakpoint
CREATE FUNCTION room_nights_refresh_windows() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  category_ids integer[];
  window_indexes integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(t.room_category_id), array_agg(t.window_index) INTO category_ids, window_indexes
      FROM (SELECT DISTINCT n.room_category_id, unnest(room_night_window_indexes(n.night)) AS window_index
              FROM (SELECT room_category_id, night FROM changed_nights
                    UNION SELECT room_category_id, night FROM previous_nights) n) t;
  ELSE
    SELECT array_agg(t.room_category_id), array_agg(t.window_index) INTO category_ids, window_indexes
      FROM (SELECT DISTINCT n.room_category_id, unnest(room_night_window_indexes(n.night)) AS window_index
              FROM changed_nights n) t;
  END IF;
  IF category_ids IS NOT NULL THEN
    PERFORM refresh_room_night_windows(category_ids, window_indexes);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER room_nights_windows_on_insert AFTER INSERT ON room_nights
  REFERENCING NEW TABLE AS changed_nights FOR EACH STATEMENT EXECUTE FUNCTION room_nights_refresh_windows();
--> statement-breakpoint
CREATE TRIGGER room_nights_windows_on_update AFTER UPDATE ON room_nights
  REFERENCING OLD TABLE AS previous_nights NEW TABLE AS changed_nights FOR EACH STATEMENT EXECUTE FUNCTION room_nights_refresh_windows();
--> statement-breakpoint
CREATE TRIGGER room_nights_windows_on_delete AFTER DELETE ON room_nights
  REFERENCING OLD TABLE AS changed_nights FOR EACH STATEMENT EXECUTE FUNCTION room_nights_refresh_windows();
--> statement-breakpoint
-- A category's tariffs, occupancy or place, and a property's country, are copied into its windows: refresh them.
CREATE FUNCTION room_categories_refresh_windows() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  category_ids integer[];
  window_indexes integer[];
BEGIN
  SELECT array_agg(w.room_category_id), array_agg(w.window_index) INTO category_ids, window_indexes
    FROM room_night_windows w
    JOIN room_categories rc ON rc.id = w.room_category_id
   WHERE (TG_TABLE_NAME = 'room_categories' AND rc.id = NEW.id) OR (TG_TABLE_NAME = 'properties' AND rc.property_id = NEW.id);
  IF category_ids IS NOT NULL THEN
    PERFORM refresh_room_night_windows(category_ids, window_indexes);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER room_categories_windows_on_update AFTER UPDATE ON room_categories FOR EACH ROW
  WHEN (OLD.max_occupancy IS DISTINCT FROM NEW.max_occupancy OR OLD.single_bed_base_tariff IS DISTINCT FROM NEW.single_bed_base_tariff
        OR OLD.double_bed_base_tariff IS DISTINCT FROM NEW.double_bed_base_tariff OR OLD.extra_bed_base_tariff IS DISTINCT FROM NEW.extra_bed_base_tariff
        OR OLD.city_id IS DISTINCT FROM NEW.city_id OR OLD.property_id IS DISTINCT FROM NEW.property_id)
  EXECUTE FUNCTION room_categories_refresh_windows();
--> statement-breakpoint
CREATE TRIGGER properties_windows_on_update AFTER UPDATE ON properties FOR EACH ROW
  WHEN (OLD.country_id IS DISTINCT FROM NEW.country_id)
  EXECUTE FUNCTION room_categories_refresh_windows();
--> statement-breakpoint
-- Existing inventory: every window that holds one of a category's nights.
SELECT refresh_room_night_windows(array_agg(t.room_category_id), array_agg(t.window_index))
  FROM (SELECT n.room_category_id, generate_series(floor((min(n.night) - DATE '2000-01-01') / 32.0)::integer - 1,
                                                    floor((max(n.night) - DATE '2000-01-01') / 32.0)::integer) AS window_index
          FROM room_nights n GROUP BY n.room_category_id) t;
