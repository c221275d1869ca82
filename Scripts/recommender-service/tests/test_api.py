"""The HTTP contract: CinemaScopeAI's form mode, status codes and bodies, over the real catalog and model."""

import math

import pytest
from fastapi.testclient import TestClient

from conftest import VALID, film_row, write_catalog
from recommender.app import HEALTH_MESSAGE, INVALID_INPUT, create_app
from recommender.ranking import FILM_LEVEL, RATINGS, REQUEST_LEVEL, TYPES

FIELDS = {"title", "genre", "rating", "score", "poster_url", "director", "release_year", "summary"}


def predict(client, **changes):
    response = client.post("/predict/", json={**VALID, **changes})
    assert response.status_code == 200, response.text
    return response.json()["recommendations"]


def test_health_answers_the_seed_message(client):
    response = client.get("/")
    assert response.status_code == 200
    assert response.json() == {"message": HEALTH_MESSAGE}


def test_happy_path_returns_five_films_in_the_exact_schema(client):
    response = client.post("/predict/", json=VALID)
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/json"
    body = response.json()
    assert set(body) == {"recommendations"}
    results = body["recommendations"]
    assert len(results) == 5
    for item in results:
        assert set(item) == FIELDS
        assert all(isinstance(item[key], str) for key in FIELDS - {"score", "poster_url", "release_year"})
        assert isinstance(item["release_year"], int)
        assert item["poster_url"] is None
        assert isinstance(item["score"], float) and math.isfinite(item["score"]) and 0.0 <= item["score"] <= 1.0
        assert abs(item["release_year"] - 2010) <= 5
        assert FILM_LEVEL[item["rating"]] <= REQUEST_LEVEL["PG-13"]
    assert [r["score"] for r in results] == sorted((r["score"] for r in results), reverse=True)


@pytest.mark.parametrize("rating", RATINGS)
@pytest.mark.parametrize("content_type", TYPES)
def test_every_known_rating_returns_films_no_harsher_than_requested(client, rating, content_type):
    results = predict(client, rating=rating, type=content_type)
    assert len(results) == 5
    limit = REQUEST_LEVEL[rating]
    for item in results:
        if limit is not None:
            assert item["rating"] != "NR", "an unrated film is not known to be milder"
            assert FILM_LEVEL[item["rating"]] <= limit


@pytest.mark.parametrize(
    "changes",
    [{"rating": "PG-15"}, {"rating": "Unrated"}, {"rating": "pg-13"}, {"rating": ""}, {"type": "Series"},
     {"type": "movie"}, {"type": "TV Show", "rating": "7+"}],
)
def test_unknown_type_or_rating_is_the_seeds_400(client, changes):
    response = client.post("/predict/", json={**VALID, **changes})
    assert response.status_code == 400
    assert response.json() == {"detail": INVALID_INPUT}


def test_a_year_that_is_not_an_integer_is_a_422_with_fastapis_detail_list(client):
    response = client.post("/predict/", json={**VALID, "release_year": "twenty"})
    assert response.status_code == 422
    detail = response.json()["detail"]
    assert len(detail) == 1
    assert detail[0]["loc"] == ["body", "release_year"]
    assert detail[0]["type"] == "int_parsing"
    assert isinstance(detail[0]["msg"], str) and detail[0]["msg"]


def test_a_missing_field_is_a_422_naming_the_field(client):
    body = {key: value for key, value in VALID.items() if key != "rating"}
    response = client.post("/predict/", json=body)
    assert response.status_code == 422
    detail = response.json()["detail"]
    assert [(item["loc"], item["type"], item["msg"]) for item in detail] == [
        (["body", "rating"], "missing", "Field required")
    ]


def test_malformed_json_is_a_422_with_an_integer_in_loc(client):
    response = client.post("/predict/", content=b'{"release_year": ', headers={"content-type": "application/json"})
    assert response.status_code == 422
    item = response.json()["detail"][0]
    assert item["type"] == "json_invalid"
    assert item["loc"][0] == "body" and isinstance(item["loc"][1], int)


def test_predict_without_the_trailing_slash_is_a_307_to_the_slash(client):
    response = client.post("/predict", json=VALID, follow_redirects=False)
    assert response.status_code == 307
    assert response.headers["location"] == "http://testserver/predict/"
    followed = client.post("/predict", json=VALID)
    assert followed.status_code == 200
    assert followed.json() == client.post("/predict/", json=VALID).json()


def test_wrong_method_and_unknown_path_keep_fastapis_string_details(client):
    assert client.get("/predict/").json() == {"detail": "Method Not Allowed"}
    assert client.get("/predict/").status_code == 405
    assert client.get("/nope").status_code == 404
    assert client.get("/nope").json() == {"detail": "Not Found"}


def test_openapi_and_docs_describe_the_predict_route(client):
    document = client.get("/openapi.json").json()
    operation = document["paths"]["/predict/"]["post"]
    assert {"200", "422"} <= set(operation["responses"])
    schema = document["components"]["schemas"]["UserMovieInput"]
    assert sorted(schema["required"]) == ["duration_text", "rating", "release_year", "type"]
    assert sorted(document["components"]["schemas"]["Recommendation"]["properties"]) == sorted(FIELDS)
    assert client.get("/docs").status_code == 200


@pytest.mark.parametrize("year", range(1940, 2015, 8))
@pytest.mark.parametrize("rating", ["G", "PG-13", "R", "NR"])
def test_no_two_results_share_a_title_and_year(client, year, rating):
    results = predict(client, release_year=year, rating=rating)
    keys = [(item["title"].casefold(), item["release_year"]) for item in results]
    assert len(keys) == len(set(keys))


def test_catalog_duplicates_of_title_and_year_are_returned_once(tmp_path):
    # Two catalog films called "Rage" in 2009 (the real catalog has five such pairs).
    catalog = write_catalog(tmp_path / "catalog.tsv", [
        film_row("tt1", "Rage", 2009), film_row("tt2", "Rage", 2009),
        *(film_row(f"tt{n}", f"Other {n}", 2009, runtime="101") for n in range(3, 10)),
    ])
    with TestClient(create_app(catalog_path=catalog)) as client:
        titles = [item["title"] for item in predict(client, release_year=2009, duration_text="100", rating="R")]
    assert titles.count("Rage") == 1
    assert len(titles) == 5


def test_unknown_fields_become_the_seeds_placeholders(tmp_path):
    catalog = write_catalog(tmp_path / "catalog.tsv", [
        film_row("tt1", "Nameless", 2000, genres="", directors="", mpaa="", runtime="", critic="", reviews="0"),
    ])
    with TestClient(create_app(catalog_path=catalog)) as client:
        results = predict(client, release_year=2000, rating="NR")
    assert len(results) == 1
    item = dict(results[0])
    assert 0.0 <= item.pop("score") <= 1.0
    assert item == {"title": "Nameless", "genre": "Unknown", "rating": "NR", "poster_url": None,
                    "director": "N/A", "release_year": 2000, "summary": "A 2000 film."}


def test_tv_show_gets_films_scored_exactly_like_a_movie_request(client):
    # The catalog holds films only; the type changes nothing but is still validated.
    assert predict(client, type="TV Show", rating="TV-14") == predict(client, type="Movie", rating="TV-14")
    assert predict(client, type="TV Show", rating="TV-14") == predict(client, type="Movie", rating="PG-13")


def test_a_season_count_means_no_runtime_preference(client):
    seasons = predict(client, type="TV Show", duration_text="2 Seasons", rating="TV-MA")
    assert seasons == predict(client, type="TV Show", duration_text="", rating="TV-MA")
    assert seasons != predict(client, type="TV Show", duration_text="20", rating="TV-MA")


def test_a_year_after_the_catalog_finds_its_latest_films(client):
    results = predict(client, release_year=2021, duration_text="90", rating="PG")
    assert all(2010 <= item["release_year"] <= 2014 for item in results)


def test_the_same_request_gives_the_same_answer_even_from_a_fresh_app(client):
    first = client.post("/predict/", json=VALID).content
    assert client.post("/predict/", json=VALID).content == first
    with TestClient(create_app()) as fresh:
        assert fresh.post("/predict/", json=VALID).content == first


def test_a_missing_model_file_is_a_500_with_a_string_detail_and_health_stays_up(tmp_path):
    with TestClient(create_app(model_path=tmp_path / "missing.json")) as client:
        response = client.post("/predict/", json=VALID)
        assert response.status_code == 500
        assert response.json() == {"detail": "Model file not found: missing.json. Run train.py to create it."}
        assert client.get("/").status_code == 200


def test_an_invalid_model_file_is_a_500_naming_the_problem(tmp_path):
    broken = tmp_path / "model.json"
    broken.write_text('{"format": "something else"}', encoding="utf-8")
    with TestClient(create_app(model_path=broken)) as client:
        response = client.post("/predict/", json=VALID)
    assert response.status_code == 500
    assert response.json() == {"detail": "Model file model.json is not a marquee-recommender-model v1 file."}


def test_a_missing_catalog_is_a_500(tmp_path):
    with TestClient(create_app(catalog_path=tmp_path / "catalog.swift")) as client:
        response = client.post("/predict/", json=VALID)
    assert response.status_code == 500
    assert response.json()["detail"].startswith("Catalog unavailable: cannot read catalog catalog.swift")


def test_input_errors_are_reported_before_a_missing_model(tmp_path):
    with TestClient(create_app(model_path=tmp_path / "missing.json")) as client:
        response = client.post("/predict/", json={**VALID, "rating": "PG-15"})
    assert (response.status_code, response.json()) == (400, {"detail": INVALID_INPUT})


def test_the_model_appears_once_the_file_does(tmp_path):
    # A failed load is not cached: training while the service runs fixes it without a restart.
    path = tmp_path / "model.json"
    with TestClient(create_app(model_path=path)) as client:
        assert client.post("/predict/", json=VALID).status_code == 500
        from recommender.model import DEFAULT_MODEL
        path.write_bytes(DEFAULT_MODEL.read_bytes())
        assert client.post("/predict/", json=VALID).status_code == 200
