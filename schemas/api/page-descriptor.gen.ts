/* Generated from schemas/page/page.schema.json and the schemas it `$ref`s by `npm run gen`. Do not edit: change the schema and regenerate. */
/** The page descriptor schema, self-contained under the id PageDescriptor; see scripts/gen-page-payload.ts. */
export const PageDescriptorSchema = {
  "$id": "PageDescriptor",
  "title": "PageDescriptor",
  "description": "A page the server sends: titles per locale, icon, selection interval and components laid out on 12 columns.",
  "type": "object",
  "properties": {
    "schemaVersion": {
      "type": "integer",
      "minimum": 1,
      "description": "Descriptor format version; older versions are migrated by the engine. Missing means current."
    },
    "id": {
      "type": "string",
      "minLength": 1
    },
    "extname": {
      "type": "string",
      "pattern": "^[A-Za-z0-9_-]+$"
    },
    "title": {
      "$ref": "#/$defs/localizedText"
    },
    "icon": {
      "type": "string"
    },
    "selectionInterval": {
      "$ref": "#/$defs/periodType"
    },
    "adminOnly": {
      "type": "boolean",
      "description": "Shown only to the universe's administrators and root: left out of everyone else's menu, and refused (403) by its address."
    },
    "components": {
      "type": "array",
      "items": {
        "$ref": "#/$defs/componentDescriptor"
      }
    }
  },
  "required": [
    "extname",
    "title",
    "components"
  ],
  "additionalProperties": false,
  "$defs": {
    "componentDescriptor": {
      "title": "ComponentDescriptor",
      "description": "One component on a page: its type (resolved in the widget registry), an id unique on the page and its config. The config is checked further against the schema of its type.",
      "type": "object",
      "properties": {
        "type": {
          "type": "string",
          "minLength": 1,
          "description": "A component type, e.g. variableBlock."
        },
        "id": {
          "type": "string",
          "minLength": 1,
          "description": "Component id, used in the data calls."
        },
        "version": {
          "type": "integer",
          "minimum": 1,
          "description": "The version of its type's config this component was written for; older ones are migrated by the widget, a newer one shows as an unknown component. Missing means current."
        },
        "config": {
          "type": "object",
          "properties": {
            "size": {
              "$ref": "#/$defs/size"
            },
            "rootOnly": {
              "type": "boolean"
            }
          },
          "additionalProperties": true,
          "description": "size and rootOnly for every type; the other settings are checked by the schema of the type."
        },
        "components": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/componentDescriptor"
          },
          "description": "Children of a container component."
        }
      },
      "required": [
        "type",
        "id",
        "config"
      ],
      "additionalProperties": false
    },
    "localizedText": {
      "title": "LocalizedText",
      "description": "A text per locale; at least one.",
      "type": "object",
      "propertyNames": {
        "enum": [
          "sv",
          "da",
          "nb",
          "fi",
          "en"
        ]
      },
      "additionalProperties": {
        "type": "string"
      },
      "minProperties": 1
    },
    "periodType": {
      "title": "PeriodType",
      "enum": [
        "days",
        "weeks",
        "months",
        "quarters",
        "years"
      ]
    },
    "size": {
      "title": "ComponentSize",
      "description": "Width in columns of 12.",
      "enum": [
        2,
        4,
        6,
        8,
        12
      ]
    }
  }
};
