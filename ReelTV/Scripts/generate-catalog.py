#!/usr/bin/env python3
"""Generates ReelTV's bundled catalog, Sources/ReelTV/Resources/catalog.json.

Rerun from the package root after changing this script, and commit both files:

    python3 Scripts/generate-catalog.py

The output is deterministic: one seeded random.Random drives every choice, so the same
script always writes the same bytes (no dependencies beyond Python 3's standard library).

The catalog is invented. Its variety is deliberate: every summary-cell case of the detail
screen (free/rental/premium × tag, expiry and episode number) occurs in several series, and
`check_summary_cases` refuses to write a catalog where one does not.
"""

import json
import os
import random
import sys
from datetime import datetime, timedelta, timezone

SEED = 20240405
JST = timezone(timedelta(hours=9))
OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "ReelTV", "Resources", "catalog.json")

# (genre, Japanese title, English title, description opening) — eight titles for each of five genres.
SERIES = [
    ("アニメ", "星降る街のアルケミスト", "Alchemist of the Starfall City", "星が降る夜にだけ開く工房で、見習い錬金術師の少女が街の秘密に近づいていく。"),
    ("アニメ", "蒼穹のパン屋さん", "The Bakery Above the Blue Sky", "空に浮かぶ島で小さなパン屋を営む兄妹の、ほのぼのとした毎日。"),
    ("アニメ", "機甲少年ハヤテ", "Armored Boy Hayate", "廃墟の都市で拾った古い機甲を相棒に、少年ハヤテは旅に出る。"),
    ("アニメ", "となりの魔王は定時で帰る", "The Demon Lord Next Door Leaves at Five", "世界征服よりも定時退社を選んだ魔王と、新人会社員の奇妙な同居生活。"),
    ("アニメ", "月影の剣士録", "Chronicles of the Moonshadow Swordsman", "月の満ち欠けとともに力を変える剣を受け継いだ青年の戦い。"),
    ("アニメ", "ねこ舟日和", "Good Days for Cat Boats", "猫たちが渡し舟を営む水の町を舞台にした、ゆるやかな群像劇。"),
    ("アニメ", "銀河鉄道便利屋", "Galactic Railway Odd Jobs", "銀河を走る列車の中で何でも請け負う便利屋コンビの騒がしい旅。"),
    ("アニメ", "放課後ロケット部", "After-School Rocket Club", "廃部寸前のロケット部が、手作りロケットで成層圏を目指す。"),
    ("ドラマ", "東京最終列車", "Last Train in Tokyo", "終電を逃した見知らぬ男女が、朝までの数時間で互いの人生に触れる。"),
    ("ドラマ", "白衣の嘘", "Lies in a White Coat", "天才外科医が隠し続けてきた過去が、一件の医療訴訟で暴かれていく。"),
    ("ドラマ", "下町探偵・柚子川", "Yuzukawa, Downtown Detective", "商店街の二階に事務所を構える探偵が、人情と推理で事件を解く。"),
    ("ドラマ", "海辺のホテル再建記", "Rebuilding the Seaside Hotel", "潰れかけた海辺のホテルを任された元銀行員の再建奮闘記。"),
    ("ドラマ", "法廷の向日葵", "Sunflower in the Courtroom", "新米弁護士が、誰もが負けると言う裁判にひたむきに挑む。"),
    ("ドラマ", "恋は三番線から", "Love Departs from Platform Three", "毎朝同じ電車に乗る二人の、すれ違いだらけの恋物語。"),
    ("ドラマ", "雪国の診療所", "The Clinic in Snow Country", "雪深い村の診療所に赴任した若い医師と村人たちの一年。"),
    ("ドラマ", "社長室は屋上にある", "The President's Office Is on the Roof", "屋上のプレハブで会社を立て直そうとする型破りな新社長の物語。"),
    ("バラエティ", "週末どこ行く？", "Where To This Weekend?", "芸人たちが視聴者のリクエストで週末のおでかけ先を本気で巡る。"),
    ("バラエティ", "料理バトル・真夜中キッチン", "Midnight Kitchen Battle", "深夜のキッチンで料理人たちが冷蔵庫の残り物だけで競い合う。"),
    ("バラエティ", "ぶらり路線バスの旅", "Aimless Local Bus Trips", "路線バスだけを乗り継いで目的地を目指す、ゆるくて過酷な旅番組。"),
    ("バラエティ", "クイズ・知らないと損", "Quiz: What You Should Know", "知っておくと得をする生活の知恵をクイズ形式で紹介する。"),
    ("バラエティ", "深夜の実験室", "The Late-Night Laboratory", "素朴な疑問を大真面目な実験で確かめる科学バラエティ。"),
    ("バラエティ", "推しの休日", "My Favourite's Day Off", "人気アイドルの休日に密着し、素顔と趣味を紹介する。"),
    ("バラエティ", "ご当地グルメ番付", "Local Gourmet Rankings", "全国のご当地グルメを食べ比べて番付を決める。"),
    ("バラエティ", "笑って寝る前", "Laugh Before Bed", "寝る前にちょうどいい、短いコントと漫才をお届けする。"),
    ("ニュース", "ニュース・モーニングライン", "News Morning Line", "朝の主要ニュースと天気、交通情報を分かりやすく伝える。"),
    ("ニュース", "夜のニュース解説", "Evening News Explained", "その日の大きなニュースを専門家とともに掘り下げる。"),
    ("ニュース", "経済の時間", "The Economy Hour", "株価、為替、企業の動きから暮らしに関わる経済の話題まで。"),
    ("ニュース", "世界はいま", "The World Right Now", "世界各地の特派員が伝える、いま起きていること。"),
    ("ニュース", "選挙特番ライブ", "Election Night Live", "開票速報と各地の中継で選挙の行方を追う特別番組。"),
    ("ニュース", "テクノロジー最前線", "Technology Frontline", "新しい技術とそれを生み出す人々を取材するニュース番組。"),
    ("ニュース", "地域ニュース便", "Regional News Express", "全国の地域局から届く身近なニュースを集めて伝える。"),
    ("ニュース", "ウィークリー・レビュー", "The Weekly Review", "一週間のニュースを振り返り、来週の注目点を整理する。"),
    ("スポーツ", "サッカー・ナイトリーグ", "Football Night League", "国内リーグの注目試合を生中継とハイライトで届ける。"),
    ("スポーツ", "熱闘！高校野球", "High School Baseball Fever", "夏の甲子園を目指す高校球児たちの熱い戦いを追う。"),
    ("スポーツ", "格闘技ファイトナイト", "Fight Night", "国内外のトップファイターが集う格闘技イベントの中継。"),
    ("スポーツ", "バスケットボール・ライブ", "Basketball Live", "プロバスケットボールの試合を毎週生中継する。"),
    ("ドキュメンタリー", "職人たちの朝", "Mornings of the Artisans", "日本各地の職人の仕事場に、夜明けから密着する。"),
    ("ドキュメンタリー", "深海の声", "Voices of the Deep Sea", "最新の潜水艇で撮影した深海生物の知られざる暮らし。"),
    ("ドキュメンタリー", "鉄路を守る人々", "Those Who Keep the Rails", "夜間に線路を保守する作業員たちの仕事を追う。"),
    ("ドキュメンタリー", "消えゆく方言の記録", "Recording Vanishing Dialects", "話者が少なくなった方言を、語り手の人生とともに記録する。"),
]

FAMILY_NAMES = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田", "松本", "井上", "木村", "林", "清水", "森", "池田", "橋本"]
GIVEN_NAMES = ["陽菜", "蓮", "結衣", "湊", "葵", "大翔", "美咲", "悠真", "凛", "颯太", "さくら", "陽向", "真央", "樹", "花音", "健一", "由紀", "翔", "恵", "拓海"]
CHARACTERS = ["主人公", "ヒロイン", "相棒", "ライバル", "師匠", "母", "父", "上司", "後輩", "謎の男", "謎の女", "刑事", "店長", "先生", "語り"]
HOST_ROLES = ["司会", "アシスタント", "解説", "リポーター", "ナレーション", "ゲスト", "実況", "キャスター"]
STAFF_JOBS = ["監督", "脚本", "音楽", "プロデューサー", "撮影", "演出", "構成", "キャラクターデザイン", "編集"]
EPISODE_WORDS = ["始まりの朝", "約束", "すれ違い", "雨の日の訪問者", "秘密", "決断", "再会", "嵐の前", "小さな奇跡", "真実", "旅立ち", "帰り道",
                 "最後の一日", "扉の向こう", "夜明け", "迷子", "贈り物", "手紙", "選択", "鏡の中", "祭りの夜", "遠い記憶", "告白", "新しい風"]
ROW_TITLES = ["あなたへのおすすめ", "同じジャンルの作品", "いま人気の作品", "新着エピソードのある作品", "見逃し配信中", "独占配信",
              "一気見したい作品", "家族で楽しめる作品", "ライブ配信", "期間限定で無料", "話題のドラマ", "深夜に見たい作品"]

# Average bitrates (bits per second) of the downloadable renditions; a download is duration × bitrate.
BITRATES = [1_500_000, 2_500_000, 4_000_000]
FIRST_BROADCAST = datetime(2021, 1, 8, 21, 0, tzinfo=JST)
LIVE_GENRES = {"ニュース", "スポーツ"}


def iso(moment):
    return moment.isoformat()


def person(rng):
    return rng.choice(FAMILY_NAMES) + " " + rng.choice(GIVEN_NAMES)


def credits(rng, genre):
    scripted = genre in {"アニメ", "ドラマ"}
    roles = CHARACTERS if scripted else HOST_ROLES
    cast = [{"role": role, "name": person(rng)} for role in rng.sample(roles, rng.randint(3, min(8, len(roles))))]
    staff = [{"role": job, "name": person(rng)} for job in rng.sample(STAFF_JOBS, rng.randint(2, 5))]
    return cast, staff


def viewing_type(rng, genre):
    """Free shows dominate news and variety; scripted shows lean to premium and rentals."""
    weights = {
        "アニメ": (3, 5, 2), "ドラマ": (2, 5, 3), "バラエティ": (6, 3, 1),
        "ニュース": (7, 3, 0), "スポーツ": (4, 4, 2), "ドキュメンタリー": (3, 4, 3),
    }[genre]
    return rng.choices(["free", "premium", "rental"], weights=weights)[0]


def episode(rng, genre, season_id, number, count, broadcast, is_latest_season, is_finished):
    kind = viewing_type(rng, genre)
    duration = {"ニュース": 1800, "スポーツ": 6600, "バラエティ": 2700}.get(genre, 1440 if genre == "アニメ" else 2760)
    duration = max(60, duration + rng.randint(-180, 180))
    tag = None
    if genre in LIVE_GENRES and rng.random() < 0.3:
        tag = "LIVE"
    elif is_latest_season and number == count:
        tag = "LAST" if is_finished else "NEW"
    elif rng.random() < 0.08:
        tag = "独占"
    expiry_odds = {"free": 0.5, "rental": 0.5, "premium": 0.25}[kind]
    expires = broadcast + timedelta(days=rng.choice([7, 14, 30, 90, 365])) if rng.random() < expiry_odds else None
    bitrate = rng.choice(BITRATES)
    entry = {
        "id": f"{season_id}-e{number:03d}",
        "number": number,
        "title": f"第{number}話 {rng.choice(EPISODE_WORDS)}",
        "durationSeconds": duration,
        "broadcastAt": iso(broadcast),
        "viewingExpiresAt": iso(expires) if expires else None,
        "coinPrice": rng.choice([110, 220, 330, 440]) if kind == "rental" else None,
        "viewingType": kind,
        "tag": tag,
        # ±5% container and audio overhead around the video bitrate.
        "downloadBytes": int(duration * bitrate / 8 * rng.uniform(0.95, 1.05)),
    }
    # Absent optionals are left out rather than written as null, which keeps the file small.
    return {key: value for key, value in entry.items() if value is not None}


def series(rng, index, genre, title, english_title, description):
    series_id = f"s{index + 1:02d}"
    cast, staff = credits(rng, genre)
    is_finished = rng.random() < 0.4
    start = FIRST_BROADCAST + timedelta(days=rng.randint(0, 900), hours=rng.randint(0, 3))
    seasons = []
    season_count = rng.randint(1, 4)
    for season_number in range(1, season_count + 1):
        season_id = f"{series_id}-{season_number}"
        count = rng.randint(3, 26)
        episodes = []
        for number in range(1, count + 1):
            broadcast = start + timedelta(weeks=number - 1)
            episodes.append(episode(rng, genre, season_id, number, count, broadcast, season_number == season_count, is_finished))
        seasons.append({"id": season_id, "number": season_number,
                        "title": f"第{season_number}期" if genre == "アニメ" else f"シーズン{season_number}", "episodes": episodes})
        start += timedelta(weeks=count + rng.randint(8, 40))
    return {"id": series_id, "title": title, "englishTitle": english_title, "genre": genre,
            "description": description + f"全{season_count}シーズン。" + ("完結済み。" if is_finished else "好評配信中。"),
            "cast": cast, "staff": staff, "seasons": seasons}


def summary_case(episode):
    """The detail screen's summary cell for an episode (the rules the app implements)."""
    tag = episode.get("tag")
    kind = episode["viewingType"]
    if kind == "free":
        if tag == "LIVE":
            return "subTextTopBasic"
        return "subTextSecondBasic" if "viewingExpiresAt" in episode else "noSubTextBasic"
    if kind == "rental":
        return "noSubTextCoin" if "viewingExpiresAt" in episode else "subTextSecondCoin"
    if episode["number"] == 1:
        return "subTextTopViewingType"
    return "subTextSecondViewingType" if tag else "noSubTextViewingType"


def check_summary_cases(catalog):
    """Every case must occur in at least three episodes across at least three series."""
    seen = {}
    for entry in catalog["series"]:
        for season in entry["seasons"]:
            for ep in season["episodes"]:
                case = summary_case(ep)
                episodes, series_ids = seen.setdefault(case, (0, set()))
                seen[case] = (episodes + 1, series_ids | {entry["id"]})
    for case in ["subTextTopBasic", "noSubTextBasic", "subTextSecondBasic", "noSubTextCoin", "subTextSecondCoin",
                 "subTextTopViewingType", "subTextSecondViewingType", "noSubTextViewingType"]:
        episodes, series_ids = seen.get(case, (0, set()))
        print(f"  {case}: {episodes} episodes in {len(series_ids)} series")
        if episodes < 3 or len(series_ids) < 3:
            sys.exit(f"summary case {case} is too rare; change SEED or the weights")


def main():
    rng = random.Random(SEED)
    all_series = [series(rng, index, *entry) for index, entry in enumerate(SERIES)]
    ids = [entry["id"] for entry in all_series]
    rows = [{"id": f"row{index + 1:02d}", "title": title, "seriesIDs": rng.sample(ids, 20)}
            for index, title in enumerate(ROW_TITLES)]
    catalog = {"series": all_series, "recommendRows": rows}
    check_summary_cases(catalog)
    text = json.dumps(catalog, ensure_ascii=False, indent=1) + "\n"
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write(text)
    episode_count = sum(len(season["episodes"]) for entry in all_series for season in entry["seasons"])
    print(f"wrote {os.path.normpath(OUTPUT)}: {len(all_series)} series, {episode_count} episodes, "
          f"{len(rows)} rows, {len(text.encode('utf-8'))} bytes")


if __name__ == "__main__":
    main()
