import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A top-level category or, with a parent, a subcategory (a product line such as "Solaris 25000"). */
@Entity('category')
export class CategoryEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text') name!: string;
  @Column('text') slug!: string;
  @Column('text', { nullable: true }) label!: string | null;
  @Column('integer', { name: 'parent_id', nullable: true }) parentId!: number | null;
  @Column('text', { name: 'menu_group', nullable: true }) menuGroup!: string | null;
  @Column('text', { name: 'home_group', nullable: true }) homeGroup!: string | null;
  @Column('text', { nullable: true }) pic!: string | null;
  @Column('integer') sort!: number;
}

@Entity('brand')
export class BrandEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text') name!: string;
}

@Entity('flavor')
export class FlavorEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text') name!: string;
}

@Entity('product_type')
export class ProductTypeEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text') name!: string;
}

@Entity('product')
export class ProductEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text') name!: string;
  @Column('integer', { name: 'category_id' }) categoryId!: number;
  @Column('integer', { name: 'subcategory_id', nullable: true }) subcategoryId!: number | null;
  @Column('integer', { name: 'brand_id' }) brandId!: number;
  @Column('integer', { name: 'flavor_id', nullable: true }) flavorId!: number | null;
  @Column('integer', { name: 'product_type_id', nullable: true }) productTypeId!: number | null;
  @Column('integer', { name: 'price_cents' }) priceCents!: number;
  @Column('text') description!: string;
  @Column('text') image!: string;
  @Column('integer', { nullable: true }) puffs!: number | null;
  @Column('integer', { name: 'nicotine_mg', nullable: true }) nicotineMg!: number | null;
  @Column('text', { name: 'vape_kit_tab', nullable: true }) vapeKitTab!: string | null;
  @Column('boolean') active!: boolean;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}

export const CATALOG_ENTITIES = [CategoryEntity, BrandEntity, FlavorEntity, ProductTypeEntity, ProductEntity];
