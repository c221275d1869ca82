/// `response_format`: strict JSON schema first, then JSON mode, then none (plain text, read leniently).
enum ResponseFormatDTO: Encodable, CaseIterable {
    case jsonSchema
    case jsonObject
    case text

    private enum Keys: String, CodingKey {
        case type
        case jsonSchema = "json_schema"
    }

    private struct Schema: Encodable {
        let name = "film_picks"
        let strict = true
        let schema: JSONValue = .object([
            "type": .string("object"),
            "additionalProperties": .bool(false),
            "required": .array([.string("picks")]),
            "properties": .object([
                "picks": .object([
                    "type": .string("array"),
                    "items": .object([
                        "type": .string("object"),
                        "additionalProperties": .bool(false),
                        "required": .array(["title", "year", "reason"].map(JSONValue.string)),
                        "properties": .object([
                            "title": .object(["type": .string("string")]),
                            "year": .object(["type": .string("integer")]),
                            "reason": .object(["type": .string("string")]),
                        ]),
                    ]),
                ])
            ]),
        ])
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .jsonSchema:
            try container.encode("json_schema", forKey: .type)
            try container.encode(Schema(), forKey: .jsonSchema)
        case .jsonObject: try container.encode("json_object", forKey: .type)
        case .text: try container.encode("text", forKey: .type)
        }
    }
}
