import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Catalogue tables, the trigram index for name search, and facet counts kept by triggers. */
export class Catalogue1732165200000 implements MigrationInterface {
  name = 'Catalogue1732165200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(`
      CREATE TABLE category (
        id          serial PRIMARY KEY,
        name        text NOT NULL,
        slug        text NOT NULL UNIQUE,
        label       text,
        parent_id   integer REFERENCES category (id) ON DELETE RESTRICT,
        menu_group  text,
        home_group  text CHECK (home_group IN ('Top Vapes', 'Top Selling', 'Others')),
        pic         text,
        sort        integer NOT NULL DEFAULT 0
      )`);
    await db.query(`CREATE INDEX category_lower_name_idx ON category (lower(name))`);
    await db.query(`CREATE INDEX category_parent_idx ON category (parent_id)`);
    for (const table of ['brand', 'flavor', 'product_type']) {
      await db.query(`CREATE TABLE ${table} (id serial PRIMARY KEY, name text NOT NULL)`);
      await db.query(`CREATE UNIQUE INDEX ${table}_lower_name_key ON ${table} (lower(name))`);
    }
    await db.query(`
      CREATE TABLE product (
        id               serial PRIMARY KEY,
        name             text NOT NULL,
        category_id      integer NOT NULL REFERENCES category (id),
        subcategory_id   integer REFERENCES category (id),
        brand_id         integer NOT NULL REFERENCES brand (id),
        flavor_id        integer REFERENCES flavor (id),
        product_type_id  integer REFERENCES product_type (id),
        price_cents      integer NOT NULL CHECK (price_cents >= 0),
        description      text NOT NULL DEFAULT '',
        image            text NOT NULL,
        puffs            integer,
        nicotine_mg      integer,
        vape_kit_tab     text,
        active           boolean NOT NULL DEFAULT true,
        created_at       timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX product_lower_name_key ON product (lower(name))`);
    await db.query(`CREATE INDEX product_name_trgm_idx ON product USING gin (lower(name) gin_trgm_ops)`);
    // Listing order is (name, id); one index per exact-match filter serves filter + order + limit.
    await db.query(`CREATE INDEX product_active_name_idx ON product (name, id) WHERE active`);
    for (const column of ['category_id', 'subcategory_id', 'brand_id', 'flavor_id', 'product_type_id']) {
      await db.query(`CREATE INDEX product_${column}_name_idx ON product (${column}, name, id) WHERE active`);
    }
    await db.query(`CREATE INDEX product_image_idx ON product (image)`);
    await db.query(
      `CREATE INDEX product_vape_kit_tab_idx ON product (vape_kit_tab, name) WHERE active AND vape_kit_tab IS NOT NULL`,
    );

    // Facet counts of active products per combination of the filterable columns (0 stands for none),
    // so a search without text counts facets over a few thousand rows instead of the whole catalogue.
    await db.query(`
      CREATE TABLE product_facet_count (
        category_id      integer NOT NULL,
        subcategory_id   integer NOT NULL,
        brand_id         integer NOT NULL,
        flavor_id        integer NOT NULL,
        product_type_id  integer NOT NULL,
        n                integer NOT NULL,
        PRIMARY KEY (category_id, subcategory_id, brand_id, flavor_id, product_type_id)
      )`);
    await db.query(`
      CREATE FUNCTION product_facet_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          INSERT INTO product_facet_count AS f
            SELECT category_id, coalesce(subcategory_id, 0), brand_id, coalesce(flavor_id, 0),
                   coalesce(product_type_id, 0), -count(*)
            FROM old_rows WHERE active GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
          ON CONFLICT (category_id, subcategory_id, brand_id, flavor_id, product_type_id)
            DO UPDATE SET n = f.n + EXCLUDED.n;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO product_facet_count AS f
            SELECT category_id, coalesce(subcategory_id, 0), brand_id, coalesce(flavor_id, 0),
                   coalesce(product_type_id, 0), count(*)
            FROM new_rows WHERE active GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
          ON CONFLICT (category_id, subcategory_id, brand_id, flavor_id, product_type_id)
            DO UPDATE SET n = f.n + EXCLUDED.n;
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER product_facet_count_ins AFTER INSERT ON product
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facet_count_apply()`);
    await db.query(`CREATE TRIGGER product_facet_count_upd AFTER UPDATE ON product
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facet_count_apply()`);
    await db.query(`CREATE TRIGGER product_facet_count_del AFTER DELETE ON product
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facet_count_apply()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE product_facet_count`);
    await db.query(`DROP FUNCTION product_facet_count_apply CASCADE`);
    await db.query(`DROP TABLE product, product_type, flavor, brand, category`);
  }
}
