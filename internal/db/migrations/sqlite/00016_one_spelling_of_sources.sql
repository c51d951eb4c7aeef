-- +goose Up
-- Products spelled the source of an import 'Import' where orders and deliveries spell it 'IMPORT';
-- every area now stores domain.SourceImport.
UPDATE products SET original_source = 'IMPORT' WHERE original_source = 'Import';
UPDATE concept_products SET original_source = 'IMPORT' WHERE original_source = 'Import';

-- +goose Down
UPDATE products SET original_source = 'Import' WHERE original_source = 'IMPORT';
UPDATE concept_products SET original_source = 'Import' WHERE original_source = 'IMPORT';
