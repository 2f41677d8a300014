// @vitest-environment node
import { db } from '../../src/lib/db.ts';
import { DEVICE_DB_NAME, deviceDatabaseExists } from '../../src/lib/deviceDatabase.ts';

function factoryListing(names: string[] | Error): IDBFactory {
  return {
    databases: () =>
      names instanceof Error
        ? Promise.reject(names)
        : Promise.resolve(names.map((name) => ({ name, version: 1 }))),
  } as unknown as IDBFactory;
}

describe('whether the device database exists, asked without opening it', () => {
  it('names the database db.ts opens', () => {
    expect(DEVICE_DB_NAME).toBe(db.name);
  });

  it('answers from the list of databases', async () => {
    expect(await deviceDatabaseExists(factoryListing(['other', DEVICE_DB_NAME]))).toBe(true);
    expect(await deviceDatabaseExists(factoryListing(['other']))).toBe(false);
  });

  it('cannot tell where the browser cannot list them', async () => {
    expect(await deviceDatabaseExists({} as IDBFactory)).toBeNull();
    expect(await deviceDatabaseExists(undefined)).toBeNull();
    expect(await deviceDatabaseExists(factoryListing(new Error('blocked')))).toBeNull();
  });
});
