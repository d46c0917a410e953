pub mod plain;
